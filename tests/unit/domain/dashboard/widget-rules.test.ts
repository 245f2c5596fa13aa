import { describe, expect, it } from 'vitest';
import { NO_PROJECT_NAME, activeAlarmRows, expiringLicences, instrumentOfEntity, recentRecordsOf, recordsPerProject } from '../../../../src/domain/dashboard/widget-rules';
import type { RecordAnswer } from '../../../../src/domain/records/record-wire';
import { customerAnswer } from '../../../support/record-answer';

const NOW = Date.parse('2026-11-26T10:00:00Z');

function licence(id: number, expires: string, over: Partial<RecordAnswer> = {}): RecordAnswer {
  return customerAnswer(id, `Licence ${id}`, { entity: 'license', expires, ...over });
}

describe('dashboard widget rules', () => {
  it('lists alarms of every controller, errors first then oldest, with the instrument to link to', () => {
    const rows = activeAlarmRows([
      {
        host: 'LAB-CTRL-1',
        hostName: 'Lab controller',
        alarms: {
          packed: 0,
          alarms: [
            { severity: 1, msg: 'pH meter is not calibrated', t: '2026-11-26T09:00:00Z', entityName: 'pH meter', entityId: '0.PhMeter' },
            { severity: 2, msg: 'Lamp hours above limit', t: '2026-11-26T09:30:00Z', entityName: 'MWD detector', entityId: '0.MWD' },
            { severity: 1, msg: 'Pressure above limit', t: '2026-11-26T08:00:00Z', entityName: 'Pump', entityId: '0.Pump' },
          ],
        },
      },
      { host: 'B', hostName: 'B', alarms: null },
    ]);
    expect(rows.map((r) => [r.msg, r.instrument])).toEqual([
      ['Lamp hours above limit', 'MWD'],
      ['Pressure above limit', 'Pump'],
      ['pH meter is not calibrated', 'PhMeter'],
    ]);
    expect(rows[0]?.hostName).toBe('Lab controller');
  });

  it('finds the instrument of an alarm entity below the controller root', () => {
    expect(instrumentOfEntity('0.Autosampler.Vials.Vial1')).toBe('Autosampler');
    expect(instrumentOfEntity('0')).toBeNull();
    expect(instrumentOfEntity(undefined)).toBeNull();
  });

  it('shows the records the user owns, latest change first, without deleted ones', () => {
    const records = [
      customerAnswer(1, 'Old', { modifiedAt: '2026-11-01T00:00:00Z' }),
      customerAnswer(2, 'New', { modifiedAt: '2026-11-25T00:00:00Z' }),
      customerAnswer(3, 'Someone else', { recOwnerId: 8, modifiedAt: '2026-11-26T00:00:00Z' }),
      customerAnswer(4, 'Deleted', { recDeleted: true, modifiedAt: '2026-11-26T00:00:00Z' }),
    ];
    expect(recentRecordsOf(records, 7).map((r) => r.name)).toEqual(['New', 'Old']);
    expect(recentRecordsOf(records, 7, 1).map((r) => r.name)).toEqual(['New']);
  });

  it('lists licences expiring from today to 30 days ahead, soonest first', () => {
    const records = [
      licence(1, '2026-12-26'),
      licence(2, '2026-11-26'),
      licence(3, '2026-12-27'),
      licence(4, '2026-11-25'),
      licence(5, ''),
      licence(6, '2026-12-01T12:00:00Z'),
      customerAnswer(7, 'Not a licence', { expires: '2026-11-30' }),
    ];
    expect(expiringLicences(records, NOW).map((l) => [l.record.id, l.daysLeft])).toEqual([
      [2, 0],
      [6, 5],
      [1, 30],
    ]);
  });

  it('counts records per project, largest first, records without a project apart, projects not counted', () => {
    const counts = recordsPerProject([
      customerAnswer(1, 'a', { projectId: 5, projectName: 'Vaccines' }),
      customerAnswer(2, 'b', { projectId: 5, projectName: 'Vaccines' }),
      customerAnswer(3, 'c', { projectId: 6, projectName: 'AAV' }),
      customerAnswer(4, 'd'),
      customerAnswer(5, 'Vaccines', { entity: 'project' }),
      customerAnswer(6, 'e', { projectId: 6, projectName: 'AAV', recDeleted: true }),
    ]);
    expect(counts.map((c) => [c.projectName, c.count])).toEqual([
      ['Vaccines', 2],
      ['AAV', 1],
      [NO_PROJECT_NAME, 1],
    ]);
  });
});
