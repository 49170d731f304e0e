//! Strongly connected components of a directed graph given as adjacency
//! lists, in the order LLVM's `scc_iterator` yields them (Tarjan's
//! algorithm from one entry node, iterative): every component after the
//! components it reaches, each component's nodes in the reverse of the
//! order the search reached them. The inliner's bottom-up order over the
//! call graph is this order.

/// The node being searched and where its edge list stands.
struct Frame {
    node: u32,
    next_edge: usize,
    /// The smallest visit number reachable from the node's subtree.
    low: u32,
}

/// The components of `edges` (node `i`'s successors are `edges[i]`) that
/// `entry` reaches.
pub(crate) fn strongly_connected_components(edges: &[Vec<u32>], entry: u32) -> Vec<Vec<u32>> {
    const DONE: u32 = u32::MAX;
    // 0: not visited; DONE: in an emitted component; else the visit number.
    let mut number = vec![0u32; edges.len()];
    let mut counter = 0u32;
    let mut stack: Vec<u32> = Vec::new();
    let mut frames: Vec<Frame> = Vec::new();
    let mut out = Vec::new();
    let mut visit = |node: u32, number: &mut Vec<u32>, stack: &mut Vec<u32>| {
        counter += 1;
        number[node as usize] = counter;
        stack.push(node);
        Frame { node, next_edge: 0, low: counter }
    };
    let first = visit(entry, &mut number, &mut stack);
    frames.push(first);
    while let Some(top) = frames.last_mut() {
        let successors = &edges[top.node as usize];
        if top.next_edge < successors.len() {
            let child = successors[top.next_edge];
            top.next_edge += 1;
            match number[child as usize] {
                0 => {
                    let frame = visit(child, &mut number, &mut stack);
                    frames.push(frame);
                }
                seen => top.low = top.low.min(seen),
            }
            continue;
        }
        let Frame { node, low, .. } = frames.pop().expect("a frame");
        if let Some(parent) = frames.last_mut() {
            parent.low = parent.low.min(low);
        }
        if low != number[node as usize] {
            continue;
        }
        let mut component = Vec::new();
        loop {
            let member = stack.pop().expect("the component's nodes are on the stack");
            number[member as usize] = DONE;
            component.push(member);
            if member == node {
                break;
            }
        }
        out.push(component);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::strongly_connected_components;

    #[test]
    fn components_come_callees_first() {
        // 0 -> 1 -> 2 -> 1, 1 -> 3; 4 unreachable.
        let edges = vec![vec![1], vec![2, 3], vec![1], vec![], vec![0]];
        let sccs = strongly_connected_components(&edges, 0);
        assert_eq!(sccs, vec![vec![3], vec![2, 1], vec![0]]);
    }

    #[test]
    fn self_loops_and_diamonds() {
        // 0 -> {1, 2}; 1 -> {1, 3}; 2 -> 3.
        let edges = vec![vec![1, 2], vec![1, 3], vec![3], vec![]];
        let sccs = strongly_connected_components(&edges, 0);
        assert_eq!(sccs, vec![vec![3], vec![1], vec![2], vec![0]]);
    }
}
