import styled from 'styled-components'

export const SectionTitle = styled.h2`
  margin: 0 0 16px;
  font-size: 26px;
`
