//! Small floor-0 helpers any module may use (see the floor table in ARCHITECTURE.md).
pub mod atomic;
pub mod mem;
pub mod read;
