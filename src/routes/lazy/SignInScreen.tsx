import { SignIn } from '../../components/chrome/SignIn.tsx';

export default function SignInScreen() {
  return <SignIn />;
}
