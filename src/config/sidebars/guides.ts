import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {areaSidebars} from '../../../sidebars';

export default {guides: areaSidebars.guides} satisfies SidebarsConfig;
