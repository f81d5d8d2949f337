/** Body heights the size finder answers for (cm); apart from the size rules, which load on first use. */
export const heightRange = { min: 120, max: 220 } as const;
