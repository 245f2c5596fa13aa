// The event log calls (docs/api.md "Event log"). debug=1 goes with every call while the user is in debug
// mode: the server answers Trace only then.
import type { EventLogColumn } from '../../domain/eventlog/eventlog-columns';
import type { ChainVerdict, EventLogConfirmAnswer, EventLogPage, EventLogQuery, EventSource } from '../../domain/eventlog/eventlog-protocol';
import { EVENTLOG_DEBUG_PARAM, eventLogPath } from '../../domain/eventlog/eventlog-protocol';
import { api } from '../api-client';
import type { QueryParams } from '../request-encoding';

function debugParam(debug: boolean): QueryParams {
  return debug ? { [EVENTLOG_DEBUG_PARAM]: 1 } : {};
}

export async function getEventSchema(source: EventSource, debug: boolean, signal?: AbortSignal): Promise<EventLogColumn[]> {
  return (await api.get<{ columns: EventLogColumn[] }>(`${eventLogPath(source)}/schema`, { query: debugParam(debug), signal })).data.columns;
}

export async function getEventPage(source: EventSource, query: EventLogQuery, debug: boolean, signal?: AbortSignal): Promise<EventLogPage> {
  return (await api.get<EventLogPage>(eventLogPath(source), { query: { ...query, ...debugParam(debug) } as QueryParams, signal })).data;
}

/** Confirms one entry, or every entry of the source (of one controller, when given) when id is undefined. */
export async function postEventConfirm(source: EventSource, id: number | undefined, debug: boolean, controller?: string): Promise<EventLogConfirmAnswer> {
  const path = `${eventLogPath(source)}/confirm${id === undefined ? '' : `/${id}`}`;
  return (await api.post<EventLogConfirmAnswer>(path, undefined, { query: { ...debugParam(debug), ...(controller ? { controller } : {}) } })).data;
}

export async function getChainVerdict(): Promise<ChainVerdict> {
  return (await api.get<ChainVerdict>('/api/eventlog/verify')).data;
}
