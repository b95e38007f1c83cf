// Async boundary: shared singletons (react, stores, ...) are negotiated before the app starts.
import('./bootstrap');
