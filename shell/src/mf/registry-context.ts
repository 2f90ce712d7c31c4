import { createContext, useContext } from 'react';
import type { LoadedRegistry } from './registry';

export const RegistryContext = createContext<LoadedRegistry>({ remotes: [], overrides: {}, rejected: [] });
export const useRegistry = () => useContext(RegistryContext);
