//! `view-op-graph`: writes a Graphviz graph of the op on stderr, the IR
//! left as it is.

use mlir_derive::pass;

use crate::pass::pass::Pass;
use crate::pass::pass_context::PassContext;
use crate::support::text_bytes;

use super::view_op_graph::{GraphOptions, GraphState, LabelOptions, write_graph};

/// Print Graphviz visualization of an operation
///
/// MLIR's `view-op-graph` (`ViewOpGraph`): the op as a DOT graph, its ops
/// as record nodes (operands and results as ports), regions' ops and
/// blocks as clusters, uses as solid edges and, when asked for, the order
/// of a block's ops as dashed edges. Run on several ops by one copy of the
/// pass (serially), the node numbers go on from one graph to the next and
/// each graph writes again the data-flow edges of those before it, as
/// mlir-opt's pass does; on threads each graph is written as by a fresh
/// pass (mlir-opt's copies on threads write their graphs mixed).
#[pass(argument = "view-op-graph", name = "ViewOpGraph")]
#[derive(Debug)]
pub struct ViewOpGraph {
    /// Limit attribute/type length to number of chars
    #[option(name = "max-label-len", default = 20)]
    pub max_label_len: u32,
    /// Print attributes of operations
    #[option(name = "print-attrs", default = true)]
    pub print_attrs: bool,
    /// Print control flow edges
    #[option(name = "print-control-flow-edges")]
    pub print_control_flow_edges: bool,
    /// Print data flow edges
    #[option(name = "print-data-flow-edges", default = true)]
    pub print_data_flow_edges: bool,
    /// Print result types of operations
    #[option(name = "print-result-types", default = true)]
    pub print_result_types: bool,
    state: GraphState,
}

impl Pass for ViewOpGraph {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let opts = GraphOptions {
            labels: LabelOptions {
                max_label_len: self.max_label_len,
                print_attrs: self.print_attrs,
                print_result_types: self.print_result_types,
            },
            control_flow_edges: self.print_control_flow_edges,
            data_flow_edges: self.print_data_flow_edges,
        };
        // On threads any copy of the pass may take any op: each graph then
        // starts afresh, so that the output does not depend on the schedule.
        if cx.shared.is_some() {
            self.state = GraphState::default();
        }
        let print = cx.print_options().clone();
        let text = write_graph(cx, cx.op(), &opts, &print, &mut self.state);
        cx.write_output(text_bytes::from_vec(text));
        cx.mark_all_preserved();
    }
}
