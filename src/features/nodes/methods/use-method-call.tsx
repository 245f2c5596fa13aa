// Calling a node method from the tree (console.md §8): a method with arguments opens the call dialog;
// one without asks 'You are about to: {action} Are you sure?' first, since a single menu click must
// not start an instrument command. Success shows 'Operation "{name}" completed'; a failure goes to
// the message dialog, so it stays until read.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '../../../data/api-error';
import type { MirrorNode } from '../../../domain/nodes/mirror-records';
import type { NodeMethod, PropertyValue } from '../../../domain/nodes/node-protocol';
import { alertMessage, confirmMessage, showSnackbar } from '../../../state/ui';
import { MethodCallDialog } from './MethodCallDialog';
import { methodCompletedText, methodConfirmText } from './method-args';
import { useI18n } from '../../../i18n/use-i18n';

export type CallMethod = (node: MirrorNode, method: NodeMethod, args: PropertyValue[]) => Promise<unknown>;

type Request = { node: MirrorNode; method: NodeMethod };

export type MethodCall = {
  start: (node: MirrorNode, method: NodeMethod) => void;
  /** The open call dialog, to render next to the tree. */
  dialog: ReactNode;
};

export function useMethodCall(call: CallMethod | undefined): MethodCall {
  const i18n = useI18n();
  const [request, setRequest] = useState<Request | null>(null);

  const run = (node: MirrorNode, method: NodeMethod, args: PropertyValue[]) => {
    if (!call) return;
    call(node, method, args).then(
      () => showSnackbar(methodCompletedText(i18n, method.name), { intent: 'success' }),
      (error: unknown) => {
        if (error instanceof ApiError && error.aborted) return;
        void alertMessage(error instanceof Error ? error.message : String(error), 'error');
      },
    );
  };

  const start = (node: MirrorNode, method: NodeMethod) => {
    if (!call) return;
    if ((method.args?.length ?? 0) > 0) {
      setRequest({ node, method });
      return;
    }
    void confirmMessage(methodConfirmText(i18n, method.name)).then((yes) => {
      if (yes) run(node, method, []);
    });
  };

  const dialog = request ? (
    <MethodCallDialog
      key={`${request.node.key}|${request.method.id}`}
      nodeName={request.node.name || request.node.id}
      method={request.method}
      onRun={(args) => {
        setRequest(null);
        run(request.node, request.method, args);
      }}
      onCancel={() => setRequest(null)}
    />
  ) : null;

  return { start, dialog };
}
