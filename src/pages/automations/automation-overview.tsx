/**
 * An automation's overview (its record page): the journey drawn read-only with the editor's own
 * canvas, cards and counted edges, fitted to the panel, with each step's counts kept fresh and
 * counted on the diagram shown; which version it shows and whether the draft has changes not yet
 * published; the way to the editor. What runs is shown when a version is published, else the draft. Loaded on its own, with
 * @xyflow/react, only on an automation's page.
 */
import { useMemo } from 'react';
import { Alert, Button, Card, Empty, Flex, Skeleton, theme, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { ReactFlowProvider } from '@xyflow/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { automations } from '../../../resources/automations/automations.ts';
import { automationVersionPath, automationVersionsPath, type automationVersionDetail, type automationVersionsOutput, type NodeStats } from '../../../resources/automations/automation-api.ts';
import { publishProblems } from '../../../resources/automations/automation-graph.ts';
import { errorText } from '../../components/error-text.ts';
import { recordPath } from '../../resource-ui/routes.ts';
import { useScreenRoutes } from '../../resource-ui/screen-routes.tsx';
import { nodeSize } from './auto-layout.ts';
import { DiagramCanvas } from './diagram-canvas.tsx';
import { editorView, EditorViewContext } from './editor-context.ts';
import { fromSaved, toDoc } from './graph-doc.ts';
import { DraftStanding } from './publish/draft-standing.tsx';
import { useNodeStats } from './stats/use-node-stats.ts';
import { useDiagram } from './use-diagram.ts';
import { useFreshGet } from '../../hooks/use-fresh-get.ts';

type Versions = z.infer<typeof automationVersionsOutput>;
type VersionDetail = z.infer<typeof automationVersionDetail>;
type SavedGraph = Parameters<typeof fromSaved>[0];

/** The panel grows with the diagram, from this height to most of the window's; the fit zooms out past that. */
const MIN_HEIGHT = 300;
const MAX_SHARE = 0.8;
/** Room around the diagram (the fit's margin, the controls) and for the counts under the last cards. */
const ROOM = 120;

export default function AutomationOverview({ id, record }: { id: string; record: BaseRecord }) {
  const { t } = useTranslation();
  const routes = useScreenRoutes(automations)!;
  const versions = useFreshGet<Versions>(automationVersionsPath(id));
  const published = versions.data?.published_version ?? null;
  const version = useFreshGet<VersionDetail>(automationVersionPath(id, published ?? 0), { enabled: published !== null });
  const { stats } = useNodeStats(Number(id), undefined, published ?? undefined);

  const failure = versions.error ?? version.error;
  const graph = !versions.data ? undefined : published === null ? ((record.graph ?? { nodes: [], edges: [] }) as SavedGraph) : (version.data?.graph as SavedGraph | undefined);

  const editor = routes.edit && (
    <Link to={recordPath(routes.edit, id)} data-testid="open-automation-editor">
      <Button type="primary" icon={<EditOutlined />}>
        {t('automations.overview.openEditor')}
      </Button>
    </Link>
  );

  return (
    <Card style={{ marginBottom: 16 }} title={t('automations.overview.title')} extra={editor} data-testid="automation-overview">
      {failure ? (
        <Alert type="error" showIcon message={t('automations.overview.loadFailed')} description={errorText(failure, t)} />
      ) : !versions.data || !graph ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={12}>
          <Flex gap={8} align="center" wrap data-testid="automation-overview-version">
            <DraftStanding versions={versions.data} />
            <Typography.Text type="secondary">
              {published === null ? t('automations.overview.showsDraft') : t(versions.data.draft_changed ? 'automations.overview.showsPublishedDraftChanged' : 'automations.overview.showsPublished', { version: published })}
            </Typography.Text>
          </Flex>
          {(graph.nodes ?? []).length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('automations.overview.empty')} data-testid="automation-overview-empty" />
          ) : (
            <ReactFlowProvider>
              <JourneyDiagram key={published ?? 'draft'} graph={graph} stats={stats} />
            </ReactFlowProvider>
          )}
        </Flex>
      )}
    </Card>
  );
}

function JourneyDiagram({ graph, stats }: { graph: SavedGraph; stats: NodeStats | undefined }) {
  const { token } = theme.useToken();
  // The saved view is where the editor stood; here the whole journey is fitted instead.
  const initial = useMemo(() => ({ ...fromSaved(graph), viewport: undefined }), []); // eslint-disable-line react-hooks/exhaustive-deps
  const diagram = useDiagram(initial);
  const problems = useMemo(() => publishProblems(toDoc(initial.nodes, initial.edges)), [initial]);
  const view = useMemo(() => editorView(problems, true, stats), [problems, stats]);
  const height = useMemo(() => {
    const tops = initial.nodes.map((n) => n.position.y);
    const bottoms = initial.nodes.map((n) => n.position.y + nodeSize(n).height);
    const most = Math.max(MIN_HEIGHT, Math.round(window.innerHeight * MAX_SHARE));
    return Math.min(most, Math.max(MIN_HEIGHT, Math.max(...bottoms) - Math.min(...tops) + ROOM));
  }, [initial]);

  return (
    <EditorViewContext.Provider value={view}>
      <div style={{ height, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, overflow: 'hidden' }} data-testid="automation-overview-diagram">
        <DiagramCanvas diagram={diagram} readOnly embedded />
      </div>
    </EditorViewContext.Provider>
  );
}
