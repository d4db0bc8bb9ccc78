//! The Cranelift emitter: loop nests and the `ops.*` expressions of Inductor loop bodies, their
//! index arithmetic, bounds and sizes. The matmul templates (`matmul`) build on it; nothing in
//! here knows about a template.
pub(super) mod argreduce;
pub(super) mod body;
pub(super) mod bounds;
pub(super) mod emit;
pub(super) mod index;
pub(super) mod intdiv;
pub(super) mod loops;
pub(super) mod masked;
pub(super) mod math;
pub(super) mod ops;
pub(super) mod ranges;
pub mod size;
pub(super) mod window;
