// Defines the <altcha-widget> custom element (the package registers it when imported) with its French
// strings (English ships with it). Kept apart so that jsdom tests, where the widget cannot solve anything,
// replace this module and drive the element through its events.
//
// The widget solves the proof of work in Web Workers it starts from blob: URLs (the package's default
// build inlines them) and writes its styles into a <style> element: the server's Content-Security-Policy
// allows both (worker-src 'self' blob:, style-src 'unsafe-inline'); no inline script is needed.
import 'altcha';
import 'altcha/i18n/fr-fr';
