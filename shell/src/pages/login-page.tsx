import { Navigate } from 'react-router-dom';
import { readSession } from '@haru/api-client';

export function LoginPage() {
  if (readSession()) return <Navigate to="/home" replace />;
  return (
    <main>
      <h1>로그인</h1>
    </main>
  );
}
