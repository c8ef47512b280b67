/** Shapes of the indoor configurator's data (accounts §3.5 "Indoor scenario"). */

export type ScenarioKey = 'office' | 'retail' | 'warehouse' | 'production' | 'horeca' | 'apartment';
export type QuantityModuleKey =
  | 'openSpace'
  | 'workplaces'
  | 'meetingRooms'
  | 'cabinets'
  | 'serverRacks'
  | 'retailHall'
  | 'cashDesks'
  | 'kitchen'
  | 'warehouse'
  | 'workshop'
  | 'productionLines'
  | 'sanitary'
  | 'emergencyLight';
export type EnumModuleKey = 'serverRoom';
export type ModuleKey = QuantityModuleKey | EnumModuleKey;
export type ServerRoomKey = 'none' | 'rack' | 'room';
export type LevelKey = 'economy' | 'standard' | 'premium';
export type LightingKey = 'base' | 'accent' | 'bright';
export type BreakdownKey = 'works' | 'materials' | 'tooling' | 'organisation';

export interface Scenario {
  key: ScenarioKey;
  label: string;
  modules: readonly ModuleKey[];
}

export interface QuantityModule {
  key: QuantityModuleKey;
  type: 'area' | 'count';
  label: string;
  /** Per unit (m² or piece). */
  sockets: number;
  lights: number;
  three: number;
  cost: number;
  days: number;
}

export interface EnumOption {
  key: ServerRoomKey;
  label: string;
  cost: number;
  days: number;
  note: string;
}

export interface EnumModule {
  key: EnumModuleKey;
  type: 'enum';
  label: string;
  options: readonly EnumOption[];
}

export interface LevelOption {
  key: LevelKey;
  label: string;
  costFactor: number;
  daysFactor: number;
}

export interface LightingOption {
  key: LightingKey;
  label: string;
  lightsFactor: number;
  costFactor: number;
}

export interface BreakdownSlice {
  key: BreakdownKey;
  label: string;
  percent: number;
}
