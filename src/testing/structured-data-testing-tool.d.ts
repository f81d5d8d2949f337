/** The part of structured-data-testing-tool (no types of its own) the rich-result checks use. */
declare module 'structured-data-testing-tool' {
  export interface SdttTest {
    test: string;
    description?: string;
    expect?: boolean | string | number | RegExp;
    warning?: boolean;
    passed?: boolean;
    error?: { type: string; message: string };
  }
  export interface SdttPreset {
    name: string;
    description?: string;
    schema?: string;
    conditional?: { test: string };
    tests: SdttTest[];
  }
  export interface SdttResult {
    passed: SdttTest[];
    failed: SdttTest[];
    warnings: SdttTest[];
    schemas: string[];
    structuredData: { jsonld: Record<string, unknown[]> };
  }
  export function structuredDataTest(
    input: string,
    options?: { presets?: SdttPreset[]; schemas?: string[]; auto?: boolean },
  ): Promise<SdttResult>;
}

declare module 'structured-data-testing-tool/lib/schemas' {
  /** schema.org's types by name. */
  export const schemas: Record<string, { name: string; subClassOf?: string }>;
}
