import { Flex, Spin } from 'antd';

export function PageSpinner({ fullscreen = false }: { fullscreen?: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullscreen ? '100vh' : 240 }}>
      <Spin size="large" />
    </Flex>
  );
}
