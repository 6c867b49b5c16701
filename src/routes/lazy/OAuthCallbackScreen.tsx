import { OAuthCallback } from '../../components/chrome/OAuthCallback.tsx';

export default function OAuthCallbackScreen() {
  return <OAuthCallback />;
}
