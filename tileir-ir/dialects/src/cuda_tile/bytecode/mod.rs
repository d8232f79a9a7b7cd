//! TileIR bytecode, the binary form cuTile hands to `tileiras`:
//! [`format`] holds the encoding shared by both directions, [`reader`]
//! turns a file back into a `cuda_tile.module`, [`writer`] writes one
//! (its debug section through [`debug_writer`]); both follow the op-record
//! layouts of [`layout`].

mod debug_writer;
pub mod format;
pub mod layout;
pub mod reader;
pub mod writer;
