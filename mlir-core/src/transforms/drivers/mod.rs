//! The rewrite drivers: the greedy driver with its region simplification
//! ([`greedy_driver`]), the same driver on a list of ops with strict modes
//! ([`op_list_driver`]) and the one-sweep walk driver ([`walk_driver`]).

mod changes_since_simplified;
pub mod greedy_driver;
pub mod op_list_driver;
pub mod walk_driver;
