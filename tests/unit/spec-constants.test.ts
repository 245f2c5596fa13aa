// console.md §9 and node-model.md §3/§9: the business constants, checked against the spec values.
import { describe, expect, it } from 'vitest';
import {
  APP_BAR_MIN_HEIGHT,
  APP_VERSION,
  CHUNK_LOAD_TIMEOUT_MS,
  DEFAULT_DIALOG_MAX_WIDTH,
  DELETE_DIALOG_MAX_WIDTH,
  DISTRIBUTION_CHANNEL_KEYS,
  PRODUCT_NAME,
  PROPERTY_DIALOG_WIDTH,
  SIDE_NAV_MINI_WIDTH,
  SNACKBAR_DEFAULT_MS,
  SNACKBAR_LONG_MS,
  SNACKBAR_QUICK_MS,
  STARTUP_PAGE_REMOVE_MS,
  USER_ACTIVITY_MIN_GAP_MS,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../../src/domain/app-constants';
import { DEFAULT_LOCALE_SETTINGS } from '../../src/domain/locale-settings';
import { DELETE_DIALOG_MAX_WIDTH as DELETE_RULES_MAX_WIDTH } from '../../src/domain/records/delete-rules';
import { DistributionChannel } from '../../src/domain/records/record-enums';
import {
  BatchAction,
  BrowseScope,
  DEFAULT_BROWSE_DEPTH,
  METHOD_SUFFIX,
  PROPERTY_SUFFIX,
  PropertyFlag,
  TEMP_ID_PREFIX,
} from '../../src/domain/nodes/node-protocol';
import { ACCESS_FULL, ACCESS_READ_WRITE, AccessFlag, EntityFlag, RecordAccess, VisibilityLevel } from '../../src/domain/rights';
import { MIN_SEARCH_LENGTH } from '../../src/domain/tree/tree-search';

describe('console.md §9 timing constants', () => {
  // The behaviour is tested where it lives: tests/unit/domain/chunk-timeout.test.ts.
  it('sets the script chunk load timeout to 120 seconds', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  // The behaviour: tests/unit/domain/user-activity.test.ts and tests/unit/features/account/activity-tracking.test.ts.
  it('counts user activity only if over 1000 ms since the last', () => {
    expect(USER_ACTIVITY_MIN_GAP_MS).toBe(1000);
  });

  // The behaviour: tests/e2e/session.test.ts times the fade and the removal in the built app.
  it('removes the startup page 1000 ms after mount', () => {
    expect(STARTUP_PAGE_REMOVE_MS).toBe(1000);
  });

  it('uses snackbar timeouts 1500 (quick), 5000 (default) and 10000 ms (long)', () => {
    expect([SNACKBAR_QUICK_MS, SNACKBAR_DEFAULT_MS, SNACKBAR_LONG_MS]).toEqual([1500, 5000, 10000]);
  });
});

describe('console.md §9 layout constants', () => {
  it('limits the delete dialog to 800 and other dialogs to 400', () => {
    expect(DELETE_DIALOG_MAX_WIDTH).toBe(800);
    expect(DELETE_RULES_MAX_WIDTH).toBe(800);
    expect(DEFAULT_DIALOG_MAX_WIDTH).toBe(400);
  });

  // The dialog that uses it: tests/component/nodes/method-call-dialog.test.tsx.
  it('sets the property dialog width to 500', () => {
    expect(PROPERTY_DIALOG_WIDTH).toBe(500);
  });

  // The behaviour: tests/e2e/session.test.ts measures the rail and the app bar in the built app.
  it('uses side nav mini width 68 and app bar minimum height 30', () => {
    expect(SIDE_NAV_MINI_WIDTH).toBe(68);
    expect(APP_BAR_MIN_HEIGHT).toBe(30);
  });
});

describe('console.md §9 / node-model.md §9 identity constants', () => {
  it('has distribution channel keys 0, 230, 240, 250 matching the enumeration', () => {
    expect([...DISTRIBUTION_CHANNEL_KEYS]).toEqual([0, 230, 240, 250]);
    expect(Object.values(DistributionChannel).sort((a, b) => a - b)).toEqual([...DISTRIBUTION_CHANNEL_KEYS]);
  });

  it("names the product 'License Server' with version 3.1.25268.1416 in major.minor.build format", () => {
    expect(PRODUCT_NAME).toBe('License Server');
    expect(APP_VERSION).toBe('3.1.25268.1416');
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d{5}\.\d{4}$/);
  });

  it("uses the xsrf cookie 'XSRF-TOKEN' and header 'X-XSRF-TOKEN'", () => {
    expect(XSRF_COOKIE).toBe('XSRF-TOKEN');
    expect(XSRF_HEADER).toBe('X-XSRF-TOKEN');
  });

  it('defaults the date-time format to yyyy-mm-ddThh:nn:ss and the currency to the euro sign', () => {
    expect(DEFAULT_LOCALE_SETTINGS.dateTimeFormat).toBe('yyyy-mm-ddThh:nn:ss');
    expect(DEFAULT_LOCALE_SETTINGS.defaultCurrency).toBe('€');
    expect(Object.isFrozen(DEFAULT_LOCALE_SETTINGS)).toBe(true);
  });
});

describe('node-model.md §3 enumerations', () => {
  it('numbers the rights bit flags none 0 … move 128', () => {
    expect(AccessFlag).toEqual({ none: 0, browse: 1, create: 2, delete: 4, rename: 8, read: 16, write: 32, assignRights: 64, move: 128 });
  });

  it('makes read-write browse+read+write and full add delete and create', () => {
    expect(ACCESS_READ_WRITE).toBe(1 + 16 + 32);
    expect(ACCESS_FULL).toBe(1 + 16 + 32 + 4 + 2);
  });

  it('numbers the action codes fullResponse -1 … getType 11', () => {
    expect(BatchAction).toEqual({
      fullResponse: -1,
      create: 0,
      update: 1,
      delete: 2,
      read: 3,
      hread: 4,
      browse: 5,
      call: 6,
      bind: 7,
      serialize: 8,
      deserialize: 9,
      move: 10,
      getType: 11,
    });
  });

  it('numbers visibility levels standard 1 … debug 4 and names the scopes none, design, run, all', () => {
    expect(VisibilityLevel).toEqual({ standard: 1, advanced: 2, internal: 3, debug: 4 });
    expect(Object.values(BrowseScope)).toEqual(['none', 'design', 'run', 'all']);
  });

  it('numbers the property flags critical 4 … applyBtn 128', () => {
    expect(PropertyFlag).toEqual({ critical: 4, designerMethod: 8, ignoreAudit: 16, dynamicInitialValues: 32, showCompletedDialog: 64, applyBtn: 128 });
  });

  it('numbers the record access bits read 2 … updateMeta 32 and entity filters none 0 … features 8', () => {
    expect(RecordAccess).toEqual({ read: 2, update: 4, delete: 8, assign: 16, updateMeta: 32 });
    expect(EntityFlag).toEqual({ none: 0, customers: 1, licenses: 2, packages: 4, features: 8 });
  });

  it("uses property suffix '.#', method suffix '.$' and temporary id prefix '%'", () => {
    expect(PROPERTY_SUFFIX).toBe('.#');
    expect(METHOD_SUFFIX).toBe('.$');
    expect(TEMP_ID_PREFIX).toBe('%');
  });

  it('uses default browse depth 999 and minimum search length 2 (§9)', () => {
    expect(DEFAULT_BROWSE_DEPTH).toBe(999);
    expect(MIN_SEARCH_LENGTH).toBe(2);
  });
});
