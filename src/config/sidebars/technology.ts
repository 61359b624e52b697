import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {areaSidebars} from '../../../sidebars';

export default {technology: areaSidebars.technology} satisfies SidebarsConfig;
