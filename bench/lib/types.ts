// What every benchmark returns: named figures, each with its unit and which direction is better.
export interface Figure {
  value: number;
  unit: string;
  better: 'lower' | 'higher';
}

export type Figures = Record<string, Figure>;

/** A benchmark module: `bench/<area>/<name>.bench.ts` exporting `run()`. */
export interface BenchModule {
  run(): Promise<Figures>;
}
