// convert-units 2.3.4 ships no typings: the part the unit library's comparison test and benchmark call.
declare module 'convert-units' {
  type Converter = {
    from(unit: string): Converter;
    to(unit: string): number;
    possibilities(measure?: string): string[];
    measures(): string[];
  };
  function convert(value?: number): Converter;
  export default convert;
}
