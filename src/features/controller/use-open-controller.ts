// Navigating to a controller activates the controller group 'C' (its route sets the active
// controller), so this is all a screen needs to offer the way there.
import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';

export function useOpenController(): (host: string) => void {
  const navigate = useNavigate();
  return useCallback((host: string) => void navigate({ to: '/controller/$host', params: { host } }), [navigate]);
}
