import {deferredComponent} from '@site/src/components/HydrateWhenVisible';

// The explainer sits near the end of a long page: its code (the solver and
// the charts) loads, and the server-rendered explainer becomes interactive,
// when the reader scrolls to it.
export default deferredComponent(() => import('./BatteryOptimizationExplainer'));
