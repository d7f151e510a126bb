// The words of a titled list (features, quality tests): what a catalog translates of each item.
export const titled = (items: readonly { title: string; text: string }[]) => items.map(({ title, text }) => ({ title, text }));
