// The shape of a measure, as convert-units writes its definitions: units grouped by system, each with its
// factor to the system's anchor unit (and an offset, for temperatures), and per system an anchor that leads
// to the other system by a ratio or an affine transform. Pure data, so the table can be precomputed.

/** [factor to the system's anchor unit, offset subtracted after the factor (anchor_shift)] */
export type UnitDefinition = readonly [toAnchor: number, anchorShift?: number];

/** x → x × scale + offset: what convert-units' temperature transforms are, written as numbers. */
export type AffineTransform = { scale: number; offset: number };

export type AnchorDefinition = { unit: string; ratio: number } | { unit: string; transform: AffineTransform };

export type MeasureDefinition = {
  systems: Readonly<Record<string, Readonly<Record<string, UnitDefinition>>>>;
  /** Needed for every system once a measure has more than one. */
  anchors: Readonly<Record<string, AnchorDefinition>>;
  /** Other spellings of a unit (°C for C, µl for ul); they convert exactly as the unit they name. */
  aliases?: Readonly<Record<string, string>>;
};
