import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {areaSidebars} from '../../../sidebars';

export default {api: areaSidebars.api} satisfies SidebarsConfig;
