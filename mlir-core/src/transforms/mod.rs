//! Transformations of IR, the layer above verification: common
//! subexpression elimination ([`cse`]) and the dead-code queries it and the
//! rewrite drivers share ([`dead_code`]). The greedy rewrite driver,
//! folding and canonicalization join this layer next.

pub mod cse;
pub mod dead_code;
mod op_equivalence;
