//! The graph of one op: clusters for ops with regions and for blocks,
//! records for the other ops and for block arguments, then the edges.
//!
//! Nodes and clusters take their numbers from one counter (`vN`,
//! `cluster_N`); a cluster starts with an invisible anchor node (`label =
//! " "`, `shape = plain`) that edges to and from it attach to, clipped at
//! its border with `lhead`/`ltail`. Records are filled with a color per op
//! name: the names in the order a post-order walk meets them, spread over
//! the hue circle. After the nodes come the control-flow edges (dashed,
//! from each op to the next one of its block, when asked for), then the
//! data-flow edges (solid, from the port of each operand's definition to
//! the operand's port on its user, in the order the users were finished:
//! an op with regions after what they hold).
//!
//! The ops are visited with an explicit stack, never by recursion, so
//! deep nesting cannot overflow the stack.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::asm::printer::PrintOptions;
use crate::context::registrations::OpName;
use crate::ir::{Block, IrView, Op, Value, WalkControl, WalkOrder};

use super::dot_writer::{DotWriter, attr_list, quoted};
use super::labels::{LabelOptions, Labeler};

/// The pass's options.
#[derive(Clone, Copy, Debug)]
pub(crate) struct GraphOptions {
    /// What the labels show.
    pub(crate) labels: LabelOptions,
    /// Whether dashed edges join the consecutive ops of a block.
    pub(crate) control_flow_edges: bool,
    /// Whether edges join values to their uses.
    pub(crate) data_flow_edges: bool,
}

/// What MLIR's pass keeps from one op it runs on to the next (when one
/// copy of it runs on several ops, serially): the counter of node and
/// cluster numbers, and the data-flow edges written so far, which every
/// later graph writes again before its own.
#[derive(Clone, Debug, Default)]
pub(crate) struct GraphState {
    counter: u64,
    data_flow_edges: Vec<Vec<u8>>,
}

/// A node, or a cluster through its anchor node.
#[derive(Clone, Copy, Debug)]
struct Node {
    id: u64,
    cluster: Option<u64>,
}

/// An op or block being written, on the explicit stack.
enum Frame {
    /// An op with regions: its cluster is open, its blocks written in turn.
    Op { op: Op, node: Node, blocks: Vec<Block>, next: usize },
    /// A block: its cluster is open, its ops written in turn.
    Block { next: Option<Op>, prev: Option<Node> },
}

/// The DOT text of `root`'s graph.
pub(crate) fn write_graph(
    ir: &IrView,
    root: Op,
    opts: &GraphOptions,
    print: &PrintOptions,
    state: &mut GraphState,
) -> Vec<u8> {
    let mut g = Graph {
        ir,
        opts: *opts,
        labels: Labeler::new(ir, root, opts.labels, print),
        w: DotWriter::new(),
        state,
        colors: colors(ir, root),
        value_nodes: FxHashMap::default(),
        uses: Vec::new(),
        control_flow: Vec::new(),
    };
    g.w.write(b"digraph G {\n");
    g.w.indent();
    // Edges between clusters need the compound mode.
    g.w.write(b"compound = true");
    g.w.write(b";\n");
    g.write_ops(root);
    g.write_edges();
    g.w.unindent();
    g.w.write(b"}\n");
    g.w.finish()
}

/// The fill color of each op name below `root` (itself included).
fn colors(ir: &IrView, root: Op) -> FxHashMap<OpName, String> {
    let mut order: Vec<OpName> = Vec::new();
    let mut seen: FxHashSet<OpName> = FxHashSet::default();
    ir.walk(root, WalkOrder::PostOrder, |ir, op| {
        let name = op.name(ir);
        if seen.insert(name) {
            order.push(name);
        }
        WalkControl::Advance
    });
    let n = order.len() as f64;
    // Muted colors (saturation 0.3, value 0.95) that black text reads on.
    order
        .iter()
        .enumerate()
        .map(|(i, &name)| (name, format!("{:.6} 0.3 0.95", i as f64 / n)))
        .collect()
}

struct Graph<'a, 's> {
    ir: &'a IrView,
    opts: GraphOptions,
    labels: Labeler<'a>,
    w: DotWriter,
    state: &'s mut GraphState,
    colors: FxHashMap<OpName, String>,
    /// The node defining each value written so far.
    value_nodes: FxHashMap<Value, Node>,
    /// This graph's data-flow edges: value, user, port.
    uses: Vec<(Value, Node, Vec<u8>)>,
    /// This graph's control-flow edges, as text.
    control_flow: Vec<Vec<u8>>,
}

impl Graph<'_, '_> {
    fn next_id(&mut self) -> u64 {
        self.state.counter += 1;
        self.state.counter
    }

    /// Writes `root` and everything it holds.
    fn write_ops(&mut self, root: Op) {
        let ir = self.ir;
        let mut stack: Vec<Frame> = Vec::new();
        if let Some(node) = self.start_op(root, &mut stack) {
            self.finish_op(root, node);
        }
        while let Some(frame) = stack.last_mut() {
            match frame {
                Frame::Op { op, node, blocks, next } => {
                    if let Some(&block) = blocks.get(*next) {
                        *next += 1;
                        self.open_block(block, &mut stack);
                        continue;
                    }
                    let (op, node) = (*op, *node);
                    stack.pop();
                    self.close_cluster();
                    self.finish_op(op, node);
                    self.follow(node, &mut stack);
                }
                Frame::Block { next, .. } => {
                    let Some(op) = *next else {
                        stack.pop();
                        self.close_cluster();
                        continue;
                    };
                    *next = op.next(ir);
                    if let Some(node) = self.start_op(op, &mut stack) {
                        self.finish_op(op, node);
                        self.follow(node, &mut stack);
                    }
                }
            }
        }
    }

    /// Writes an op without regions and returns its node, or opens the
    /// cluster of an op with regions and pushes it.
    fn start_op(&mut self, op: Op, stack: &mut Vec<Frame>) -> Option<Node> {
        let ir = self.ir;
        if op.num_regions(ir) == 0 {
            let label = self.labels.record_label(op);
            let color = self.colors.get(&op.name(ir)).cloned().unwrap_or_default();
            return Some(self.node(&label, "Mrecord", Some(&color)));
        }
        let label = self.labels.cluster_label(op);
        let node = self.open_cluster(&label);
        let blocks = op.regions(ir).flat_map(|r| r.blocks(ir)).collect();
        stack.push(Frame::Op { op, node, blocks, next: 0 });
        None
    }

    /// Records the uses of `op`'s operands and the node of its results,
    /// once `op` (and what it holds) is written.
    fn finish_op(&mut self, op: Op, node: Node) {
        let ir = self.ir;
        if self.opts.data_flow_edges {
            for v in op.operands(ir) {
                let port = self.labels.port(v);
                self.uses.push((v, node, port));
            }
        }
        for v in op.results(ir) {
            self.value_nodes.insert(v, node);
        }
    }

    /// `node` is the op just written in the block on top of the stack: the
    /// control-flow edge from the op before it.
    fn follow(&mut self, node: Node, stack: &mut [Frame]) {
        if let Some(Frame::Block { prev, .. }) = stack.last_mut() {
            if self.opts.control_flow_edges
                && let Some(from) = *prev
            {
                self.control_flow.push(edge(from, node, b"", "dashed"));
            }
            *prev = Some(node);
        }
    }

    /// Opens a block's cluster with its arguments and pushes it.
    fn open_block(&mut self, block: Block, stack: &mut Vec<Frame>) {
        let ir = self.ir;
        self.open_cluster(b"");
        for arg in block.args(ir) {
            let label = self.labels.value_label(arg);
            let node = self.node(&label, "Mrecord", None);
            self.value_nodes.insert(arg, node);
        }
        stack.push(Frame::Block { next: block.first_op(ir), prev: None });
    }

    /// `subgraph cluster_N {`, its anchor node and its label.
    fn open_cluster(&mut self, label: &[u8]) -> Node {
        let cluster = self.next_id();
        self.w.write(b"subgraph cluster_");
        self.w.write(cluster.to_string().as_bytes());
        self.w.write(b" {\n");
        self.w.indent();
        let anchor = self.node(b" ", "plain", None);
        self.w.attr_stmt("label", &quoted(label));
        Node { id: anchor.id, cluster: Some(cluster) }
    }

    fn close_cluster(&mut self) {
        self.w.unindent();
        self.w.write(b"}\n");
    }

    /// `vN [fillcolor = …, label = …, shape = …, style = filled];`.
    fn node(&mut self, label: &[u8], shape: &str, color: Option<&str>) -> Node {
        let id = self.next_id();
        self.w.write(format!("v{id} ").as_bytes());
        let label = quoted(label);
        let color = color.map(|c| quoted(c.as_bytes()));
        let mut entries: Vec<(&str, &[u8])> = Vec::with_capacity(4);
        if let Some(color) = &color {
            entries.push(("fillcolor", color));
        }
        entries.push(("label", &label));
        entries.push(("shape", shape.as_bytes()));
        if color.is_some() {
            entries.push(("style", b"filled"));
        }
        // Written piece by piece, as MLIR writes the list.
        self.w.write(b"[");
        for (i, (key, value)) in entries.iter().enumerate() {
            if i > 0 {
                self.w.write(b", ");
            }
            let mut piece = key.as_bytes().to_vec();
            piece.extend_from_slice(b" = ");
            piece.extend_from_slice(value);
            self.w.write(&piece);
        }
        self.w.write(b"]");
        self.w.write(b";\n");
        Node { id, cluster: None }
    }

    /// The control-flow edges of this graph, then the data-flow edges of
    /// this graph and of those written before it by the same pass.
    fn write_edges(&mut self) {
        if self.opts.data_flow_edges {
            for (v, user, port) in std::mem::take(&mut self.uses) {
                // A value defined outside the graph has no node: MLIR's
                // map gives node 0 then.
                let from =
                    self.value_nodes.get(&v).copied().unwrap_or(Node { id: 0, cluster: None });
                self.state.data_flow_edges.push(edge(from, user, &port, "solid"));
            }
        }
        let mut edges = std::mem::take(&mut self.control_flow);
        if self.opts.data_flow_edges {
            edges.extend(self.state.data_flow_edges.iter().cloned());
        }
        for e in edges {
            self.w.write(&e);
            self.w.write(b";\n");
        }
    }
}

/// `vA:resP:s -> vB:argP:n[lhead = …, ltail = …, style = …]`: the ports
/// (on the south and north sides) only for records, clusters named instead.
fn edge(from: Node, to: Node, port: &[u8], style: &str) -> Vec<u8> {
    let mut out = format!("v{}", from.id).into_bytes();
    if !port.is_empty() && from.cluster.is_none() {
        out.extend_from_slice(b":res");
        out.extend_from_slice(port);
        out.extend_from_slice(b":s");
    }
    out.extend_from_slice(format!(" -> v{}", to.id).as_bytes());
    if !port.is_empty() && to.cluster.is_none() {
        out.extend_from_slice(b":arg");
        out.extend_from_slice(port);
        out.extend_from_slice(b":n");
    }
    let lhead = to.cluster.map(|c| format!("cluster_{c}"));
    let ltail = from.cluster.map(|c| format!("cluster_{c}"));
    let mut entries: Vec<(&str, &[u8])> = Vec::with_capacity(3);
    if let Some(lhead) = &lhead {
        entries.push(("lhead", lhead.as_bytes()));
    }
    if let Some(ltail) = &ltail {
        entries.push(("ltail", ltail.as_bytes()));
    }
    entries.push(("style", style.as_bytes()));
    out.extend(attr_list(&entries));
    out
}
