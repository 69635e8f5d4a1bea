//! Sends a user who opened a join step directly back to the first step still missing.
//! Checked once, on entry: finishing the flow clears the state while its last page is still shown.
import { useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { missingPrerequisite, selectJoin, type JoinStep } from '../joinSlice';

export function JoinStepGuard({ step, children }: { step: JoinStep; children: ReactNode }) {
  const join = useSelector(selectJoin);
  const [missing] = useState(() => missingPrerequisite(join, step));
  return missing ? <Navigate to={missing} replace /> : children;
}
