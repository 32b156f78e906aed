/** The compiled copy of `script`, built first if it is missing or older than one of its sources. */
export function compiled(script: string, options?: { cacheDir?: string }): Promise<string>;
