// Types of scripts/generated-file.mjs for the TypeScript scripts that use it.
export function writeOrCheck(root: string, target: string, wanted: string, regenerate: string): void;
