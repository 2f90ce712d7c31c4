export function RegisterPage() {
  return (
    <main>
      <h1>회원가입</h1>
    </main>
  );
}
