// The scalar aliases every wire entity uses.

export type Id = string;

export type IsoDate = string;
