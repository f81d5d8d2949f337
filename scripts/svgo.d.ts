/** The part of svgo 2 (no types of its own) that scripts/wordmarks.ts uses. */
declare module 'svgo' {
  export interface PresetDefault {
    name: 'preset-default';
    params?: { overrides?: Record<string, false | Record<string, unknown>> };
  }
  export interface OptimizeOptions {
    multipass?: boolean;
    floatPrecision?: number;
    plugins?: PresetDefault[];
  }
  export function optimize(svg: string, options?: OptimizeOptions): { data: string };
}
