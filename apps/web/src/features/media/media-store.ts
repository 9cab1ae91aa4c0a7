import { createContext, useContext } from "react";

/**
 * The store whose media library the image fields open (the editor provides it); null outside
 * a store, where the fields offer no library. Apart from the dialog, so that reading it loads
 * nothing of the library itself.
 */
export const MediaStoreContext = createContext<string | null>(null);

export const useMediaStoreId = (): string | null => useContext(MediaStoreContext);
