//! The DOT text `view-op-graph` writes: `dot_writer.rs` the text and its
//! indentation, `labels.rs` the labels of nodes and clusters, `graph.rs`
//! the nodes, clusters and edges of one op's graph.

mod dot_writer;
mod graph;
mod labels;

pub(crate) use graph::{GraphOptions, GraphState, write_graph};
pub(crate) use labels::LabelOptions;
