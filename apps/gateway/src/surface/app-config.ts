import type { components } from '@jt/api-contract';
import type { GatewayContext } from '../context';

type AppConfig = components['schemas']['AppConfig'];

/** The web app's runtime configuration: public values only, never a secret. */
export function appConfigOf({ config, passwordKeys }: GatewayContext): AppConfig {
  return {
    environment: config.upstreams.api.mode === 'mock' ? 'mock' : 'production',
    rsaPublicKey: passwordKeys.publicKeyPem,
    mediaBaseUrl: '/media/',
    mapAk: config.upstreams.maps.browserAk,
    features: {
      assistant: true,
      tts: true,
      maps: config.upstreams.maps.mode === 'mock' || config.upstreams.maps.browserAk !== '',
      mockAdmin: config.mockAdmin,
    },
  };
}
