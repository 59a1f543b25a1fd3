export { Button } from './Button';
export { Dialog } from './Dialog';
export { Tabs, Tab, TabPanel } from './Tabs';
export { Tooltip } from './Tooltip';
