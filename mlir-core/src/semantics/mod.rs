//! Layer 4, op semantics: what op definitions are made of — traits and
//! their verifiers ([`traits`]), constraints ([`constraints`]), the
//! plumbing of interfaces and their models ([`interface_support`]),
//! symbol tables ([`symbol_table`]), the invariant checker the `#[op]`
//! macro's verifiers call ([`op_invariants`]) and operand adaptors
//! ([`adaptor`]).

pub mod adaptor;
pub mod constraints;
pub mod interface_support;
pub mod op_invariants;
pub mod symbol_table;
pub mod traits;
