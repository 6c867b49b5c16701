// Wire entities of the instance and the session: the instance (v2), its extended description and translation
// languages, the registered app and OAuth token, the web UI's settings, the user's preferences.
import type { Account } from './accounts.ts';
import type { Id, IsoDate } from './scalars.ts';
import type { Visibility } from './statuses.ts';

/** The parts of `GET /api/v2/instance` the client uses. */
export interface Instance {
  domain: string;
  title: string;
  version: string;
  source_url?: string;
  description: string;
  thumbnail?: { url: string; blurhash?: string | null } | null;
  languages?: string[];
  configuration: {
    urls: { streaming: string; status?: string | null };
    accounts?: { max_featured_tags: number; max_pinned_statuses?: number };
    statuses: { max_characters: number; max_media_attachments: number; characters_reserved_per_url: number };
    media_attachments: {
      supported_mime_types: string[];
      image_size_limit: number;
      image_matrix_limit: number;
      video_size_limit: number;
      video_frame_rate_limit: number;
      video_matrix_limit: number;
      description_limit?: number;
    };
    polls: {
      max_options: number;
      max_characters_per_option: number;
      min_expiration: number;
      max_expiration: number;
    };
    translation?: { enabled: boolean };
    vapid?: { public_key: string };
  };
  registrations?: { enabled: boolean; approval_required: boolean; message: string | null };
  contact?: { email: string; account: Account | null };
  rules?: { id: Id; text: string; hint?: string }[];
}

/** `PUT /api/web/settings` and push subscriptions are private to Mastodon's web UI; shapes per the contract README. */
export interface WebSettingsBody {
  data: Record<string, unknown>;
}

export interface Preferences {
  'posting:default:visibility': Visibility | string;
  'posting:default:sensitive': boolean;
  'posting:default:language': string | null;
  'reading:expand:media': 'default' | 'show_all' | 'hide_all' | string;
  'reading:expand:spoilers': boolean;
}

export interface TranslationLanguages {
  [source: string]: string[];
}

export interface ExtendedDescription {
  updated_at: IsoDate;
  content: string;
}

/** `POST /api/v1/apps`: the registered application with its client credentials. */
export interface RegisteredApp {
  id: Id;
  name: string;
  client_id: string;
  client_secret: string;
  redirect_uri: string;
  scopes?: string[];
}

/** `POST /oauth/token`. */
export interface OAuthToken {
  access_token: string;
  token_type: string;
  scope: string;
  created_at: number;
}
