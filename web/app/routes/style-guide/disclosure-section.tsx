import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Specimen, StyleSection } from './section';

const parks = [
  {
    value: 'mk',
    label: 'Magic Kingdom',
    text: 'Arrive before opening for the shortest waits on the classic dark rides.',
  },
  {
    value: 'epcot',
    label: 'EPCOT',
    text: 'Save World Showcase for the evening, when the pavilions glow.',
  },
  {
    value: 'ak',
    label: 'Animal Kingdom',
    text: 'Animals are most active early in the morning, so start with the safari.',
  },
];

/** Tabs and accordion, both Radix primitives with full keyboard support. */
export function DisclosureSection() {
  return (
    <StyleSection
      id="tabs-accordion"
      title="Tabs and accordion"
      description="Tabs switch between views of the same thing and move with the arrow keys. The accordion holds question-and-answer lists; several items can be open at once."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Specimen title="Tabs">
          <Tabs defaultValue="mk">
            <TabsList className="h-auto max-w-full flex-wrap">
              {parks.map((park) => (
                <TabsTrigger key={park.value} value={park.value}>
                  {park.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {parks.map((park) => (
              <TabsContent key={park.value} value={park.value} className="text-sm">
                {park.text}
              </TabsContent>
            ))}
          </Tabs>
        </Specimen>
        <Specimen title="Accordion">
          <Accordion type="multiple" defaultValue={['dining']}>
            <AccordionItem value="dining">
              <AccordionTrigger>When do dining reservations open?</AccordionTrigger>
              <AccordionContent>60 days before the day you want to eat.</AccordionContent>
            </AccordionItem>
            <AccordionItem value="resort">
              <AccordionTrigger>How early can I book a resort?</AccordionTrigger>
              <AccordionContent>Up to 499 days ahead.</AccordionContent>
            </AccordionItem>
          </Accordion>
        </Specimen>
      </div>
    </StyleSection>
  );
}
