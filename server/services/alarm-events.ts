// System event log entries for instrument alarms: one when an alarm is raised and one when it clears, with
// the controller host, the instrument's gId, the alarm's severity and message, so an administrator reads
// an instrument's alarm history (and the controller events page a controller's) after the alarm is gone.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { InstrumentDriver } from '../instruments/driver';
import { normalizeSeverity } from '../../src/domain/error-item';
import { writeAudit } from './audit-log';

export function installAlarmEvents(app: FastifyInstance, ctx: ServerContext, driver: InstrumentDriver): void {
  const stop = driver.onAlarmChange?.((change) => {
    const { host, gId, name, raised, alarm } = change;
    writeAudit(ctx.db, {
      source: 'System',
      category: raised ? 'alarm-raised' : 'alarm-cleared',
      // A cleared alarm is information; a raised one keeps its own severity.
      severity: raised ? normalizeSeverity(alarm.severity) : 0,
      host: host === '' ? null : host,
      entity: 'node',
      entityId: gId,
      newValue: raised ? alarm.t : null,
      message: `${raised ? 'Alarm' : 'Alarm cleared'}: ${name}: ${alarm.msg}`,
      clientTime: null,
    }).catch((error: unknown) => app.log.warn({ err: error }, 'writing an alarm event failed'));
  });
  if (stop) app.addHook('onClose', async () => stop());
}
