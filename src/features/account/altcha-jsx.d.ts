// JSX typing of <altcha-widget> (attributes, ref) from the package.
import 'altcha/types/react';
