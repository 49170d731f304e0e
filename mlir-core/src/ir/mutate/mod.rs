//! Every mutation of the IR, one file per thing mutated: op creation
//! ([`OperationState`]), inserting/moving/erasing ops and their order
//! labels, operands and use lists, an op's attributes, blocks, block
//! arguments, regions, successors, and the implicit-module wrap.
//!
//! Mutations that would break an invariant of the data model (a value used
//! across bodies, erasing a value that still has uses, a handle of another
//! body) are programmer errors and panic with a message; bad *input* never
//! reaches these paths unchecked (the parser validates first).
//!
//! Files: `append_body.rs` (the ops of another IR appended to a block, the
//! merge of a parse in segments), `compact_body.rs` (a body renumbered
//! without its dead records once a nested pipeline is done), `create_op.rs` (`OperationState`, `create_op`), `insert_erase.rs`
//! (insert, remove, move, erase ops), `order_labels.rs` (list labelling of op
//! order), `operands.rs` (operands, use lists, replace-all-uses),
//! `op_attributes.rs` (location, attributes, properties), `blocks.rs`,
//! `block_args.rs`, `regions.rs`, `successors.rs`, `value_types.rs` (a value's
//! type in place, for shape inference), `implicit_module.rs`.

mod append_body;
mod block_args;
mod blocks;
mod compact_body;
mod create_op;
mod implicit_module;
mod insert_erase;
mod op_attributes;
mod operands;
mod order_labels;
mod regions;
mod successors;
mod value_types;

pub use create_op::OperationState;
pub(crate) use regions::refuse_cross_body_move;
