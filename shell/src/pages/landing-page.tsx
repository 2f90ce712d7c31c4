import { Link } from 'react-router-dom';

export function LandingPage() {
  return (
    <main>
      <h1>하루</h1>
      <Link to="/intro">웹으로 로그인</Link>
    </main>
  );
}
