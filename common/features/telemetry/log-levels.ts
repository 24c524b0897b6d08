/** Levels of the browser logger (spec §9), most to least severe. */
export const logLevels = ['error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Numeric logger levels of spec §9: error 0, warn 1 (default), info 2, debug 3, trace 4. */
export const logLevelRank: Record<LogLevel, number> = {
  error: 0,
  warn: 1,
  info: 2,
  debug: 3,
  trace: 4,
};
