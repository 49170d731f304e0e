//! Folding: one op as MLIR's `Operation::fold` does ([`fold_one_op`]),
//! the folder that keeps the constants it creates unique
//! ([`operation_folder`]), and creating an op or its folded values
//! ([`create_or_fold`]).

pub mod create_or_fold;
pub mod fold_one_op;
pub mod operation_folder;
