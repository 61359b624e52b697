import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {areaSidebars} from '../../../sidebars';

export default {legal: areaSidebars.legal} satisfies SidebarsConfig;
